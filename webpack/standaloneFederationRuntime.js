// A remote's standalone dev page only (webpack/createAppConfig.js `standaloneRuntimeConfig`): the
// remote's entry is built without the federation runtime-core, which the host provides inside the
// admin; here nothing would. Built without federation, loaded before the page's main.js.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
