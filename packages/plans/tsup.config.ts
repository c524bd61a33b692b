import { packageConfig } from '../../scripts/tsup-package.mjs';

export default packageConfig();
