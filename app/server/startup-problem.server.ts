/** Why the server cannot start, said to the person starting it in one message, without a stack. */
export class StartupProblem extends Error {
  override name = "StartupProblem";
}
