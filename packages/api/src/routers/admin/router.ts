import { router } from '../../trpc.ts';
import { createUserRoute } from './create-user.ts';
import { deleteUserRoute } from './delete-user.ts';
import { getAdminStatsRoute } from './get-stats.ts';
import { listAdminContentRoute } from './list-content.ts';
import { listAdminLogsRoute } from './list-logs.ts';
import { listUsersRoute } from './list-users.ts';
import { renewInvitationRoute } from './renew-invitation.ts';
import { updateContentRoute } from './update-content.ts';
import { updateUserRoute } from './update-user.ts';

export const adminRouter = router({
  users: listUsersRoute,
  createUser: createUserRoute,
  updateUser: updateUserRoute,
  deleteUser: deleteUserRoute,
  renewInvitation: renewInvitationRoute,
  stats: getAdminStatsRoute,
  content: listAdminContentRoute,
  updateContent: updateContentRoute,
  logs: listAdminLogsRoute,
});
