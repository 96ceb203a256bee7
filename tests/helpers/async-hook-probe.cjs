// Loaded into the built server with --require: on SIGUSR2 it writes to standard error how many
// AsyncLocalStorage stores Node's async hook is propagating now, as the store symbols the hook
// puts on a new timer (Node 20 sets one per enabled store on every async resource it creates).
process.on("SIGUSR2", () => {
  const timer = setTimeout(() => {}, 0);
  clearTimeout(timer);
  const stores = Object.getOwnPropertySymbols(timer).filter((symbol) => symbol.description === "kResourceStore");
  process.stderr.write(`async-hook-probe stores=${stores.length}\n`);
});
