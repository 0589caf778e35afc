import { router } from '../../trpc.ts';
import { getExportRoute } from './get-export.ts';
import { getImportRoute } from './get-import.ts';
import { requestExportRoute } from './request-export.ts';

/** Your data: export and import. The import's upload itself is a file body (apps/api http/account-files.ts). */
export const accountRouter = router({
  requestExport: requestExportRoute,
  getExport: getExportRoute,
  getImport: getImportRoute,
});
