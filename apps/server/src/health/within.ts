/** A promise that did not settle in time. */
export class NoAnswer extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'NoAnswer';
  }
}

/** `promise`, or a rejection with NoAnswer after `ms`: a check that hangs counts as failed. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new NoAnswer(ms)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
