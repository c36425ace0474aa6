// Google's sign-in leaves the page; a flag in this tab's session storage lets the app greet the
// user with the spec's 'Sign in with Google' toast once they are back and signed in.
const KEY = "googleSignIn";

export const markGoogleSignIn = () => sessionStorage.setItem(KEY, "1");

/** True once, right after returning from Google. */
export function takeGoogleSignIn(): boolean {
  const was = sessionStorage.getItem(KEY) === "1";
  sessionStorage.removeItem(KEY);
  return was;
}
