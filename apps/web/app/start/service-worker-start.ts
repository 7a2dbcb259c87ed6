// The few lines of the document's module script that start the installed storefront (issue 42),
// added by the server (paint-first.server.ts; production builds only, so never in `npm run dev`).
// They cost no script request: once the page has loaded they register the service worker
// (pwa/worker, /sw.js) and, on the first visit, hand it the addresses the page loaded before it
// was there, to keep. The page script with the notes (pwa/page, /pwa.js) is fetched only when it
// has something to show: the network is gone (the browser says so, or the worker found its
// requests failing: browsers often think they are online when they are not), or a new version waits.
// A blocked registration (Playwright's `serviceWorkers: 'block'`) resolves with nothing: nothing to do.
export const SERVICE_WORKER_START =
  `if(navigator.serviceWorker){const w=navigator.serviceWorker,p=o=>import('/pwa.js').then(m=>m.start(o));` +
  `addEventListener('offline',()=>p(1));navigator.onLine||p(1);` +
  `w.addEventListener('message',e=>e.data=='offline'&&p(1));w.startMessages();` +
  `new Promise(r=>document.readyState=='complete'?r():addEventListener('load',r)).then(()=>w.register('/sw.js'))` +
  `.then(r=>{if(!r)return;r.waiting&&w.controller&&p();r.addEventListener('updatefound',()=>w.controller&&p());` +
  `w.controller||w.ready.then(s=>s.active.postMessage({type:'keep-visited',page:location.href,lang:document.documentElement.lang,` +
  `urls:performance.getEntriesByType('resource').map(e=>e.name)}))},()=>{})}`;
