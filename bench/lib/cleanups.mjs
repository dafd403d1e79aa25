// The cleanup stack of a bench run: servers, temporary databases and folders are pushed as they
// are made and undone last-first at the end, or on Ctrl-C / SIGTERM.

/** @returns {{ cleanups: Array<() => Promise<unknown>>, cleanup: () => Promise<void> }} */
export function cleanupStack(log) {
  const cleanups = [];
  async function cleanup() {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((e) => log(`cleanup: ${e.message}`));
  }
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => cleanup().then(() => process.exit(130)));
  return { cleanups, cleanup };
}
