import { router } from '../../trpc.ts';
import { currentUserRoute } from './current-user.ts';
import { forgotPasswordRoute } from './forgot-password.ts';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';
import { registerRoute } from './register.ts';
import { resetPasswordRoute } from './reset-password.ts';
import { signedInUserRoute } from './signed-in-user.ts';
import { updateProfileRoute } from './update-profile.ts';
import { validateResetTokenRoute } from './validate-reset-token.ts';

export const authRouter = router({
  register: registerRoute,
  login: loginRoute,
  logout: logoutRoute,
  me: currentUserRoute,
  signedInUser: signedInUserRoute,
  updateProfile: updateProfileRoute,
  forgotPassword: forgotPasswordRoute,
  validateResetToken: validateResetTokenRoute,
  resetPassword: resetPasswordRoute,
});
