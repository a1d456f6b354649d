/** The user-visible texts of log-in and registration that the spec fixes (sections 2, 4 and 8). */
export const AUTH_MESSAGES = {
  loginFailed: 'Login unsuccessful. Please try again.',
  userExists: 'User already exists. Please, choose other email.',
  googleFailed: 'Google sign-in did not complete. Please try again.',
} as const;
