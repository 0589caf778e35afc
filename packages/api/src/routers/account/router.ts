import { router } from '../../trpc.ts';
import { changePasswordRoute } from './change-password.ts';
import { deleteAccountRoute } from './delete-account.ts';
import { getExportRoute } from './get-export.ts';
import { getImportRoute } from './get-import.ts';
import { getPlansRoute } from './get-plans.ts';
import { listSessionsRoute } from './list-sessions.ts';
import { requestExportRoute } from './request-export.ts';
import { signOutOthersRoute } from './sign-out-others.ts';

/**
 * Your data (export, import, deletion), your sessions and password, and the plans. The import's upload itself is a
 * file body (apps/api http/account-files.ts).
 */
export const accountRouter = router({
  requestExport: requestExportRoute,
  getExport: getExportRoute,
  getImport: getImportRoute,
  plans: getPlansRoute,
  deleteAccount: deleteAccountRoute,
  sessions: listSessionsRoute,
  signOutOthers: signOutOthersRoute,
  changePassword: changePasswordRoute,
});
