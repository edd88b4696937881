/** The error of type `kind` that `run` throws; fails the test when it throws nothing or something else. */
export function thrownBy<E extends Error>(kind: new (...args: never[]) => E, run: () => unknown): E {
  try {
    run();
  } catch (error) {
    if (error instanceof kind) return error;
    throw error;
  }
  throw new Error(`Expected a ${kind.name}, and nothing was thrown.`);
}
