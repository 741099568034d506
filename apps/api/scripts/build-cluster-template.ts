import { writeClusterTemplate } from '../src/db/cluster-template';
import { migratedPgliteDump } from '../src/db/database';

// Run by `npm run build`: the template a fresh embedded data folder starts from.
const file = await writeClusterTemplate(await migratedPgliteDump('gzip'));
console.log(`cluster template: ${file}`);
