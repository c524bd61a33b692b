// zod is not a dependency of @frontdesk/react (its calls come from the domain packages). The test-only
// widgets domain declares its calls with the zod copy @frontdesk/core uses.
export * as z from '../../core/node_modules/zod/mini/index.js';
