// Prism's core highlights every `language-*` element of the document by itself once loaded, which
// would rewrite the DOM React owns; this flag, read by the core as it loads, turns that off.
(globalThis as {Prism?: object}).Prism = {manual: true, disableWorkerMessageHandler: true};
