import { fileURLToPath } from 'node:url';

/** shared/data of the workspace (…/work/main/packages/db/src/seed → …/work/shared/data). */
export const DATA_DIR = fileURLToPath(new URL('../../../../../shared/data', import.meta.url));
