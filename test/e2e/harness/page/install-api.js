/* global window */
// Runs in the page before any of its scripts (a plain script, kept out of the TypeScript
// build so no transpiler helper leaks into it). Builds window.api from the channel table
// the harness put in window.__svcDeskChannels: one method per channel, each calling the
// exposed binding that stands in for ipcRenderer.invoke, and one listener registry per
// push event, fed by window.__svcDeskEmit.
(() => {
  const table = window.__svcDeskChannels;
  delete window.__svcDeskChannels;
  const invoke = window.__svcDeskInvoke;
  const call = (channel) => (input) => invoke(channel, input);
  const api = {};
  for (const [domain, methods] of Object.entries(table.methods)) {
    api[domain] = Object.freeze(Object.fromEntries(methods.map(([method, channel]) => [method, call(channel)])));
  }
  const listeners = new Map();
  const on = {};
  for (const [event, channel] of table.events) {
    on[event] = (listener) => {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      // Wrapped like the preload does, so the page never holds the registry's own function.
      const forward = (payload) => listener(payload);
      set.add(forward);
      return () => {
        set.delete(forward);
      };
    };
  }
  api.on = Object.freeze(on);
  Object.defineProperty(window, 'api', { value: Object.freeze(api), enumerable: true });
  Object.defineProperty(window, '__svcDeskEmit', {
    value: (channel, payload) => {
      for (const listener of [...(listeners.get(channel) ?? [])]) listener(payload);
    },
  });
})();
