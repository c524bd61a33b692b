import { packageConfig } from '../../scripts/tsup-package.mjs';

// No declaration-building calls here: the pure-calls plugin is not needed.
export default packageConfig({ pure: false });
