import type { MountOptions, SubappEngine, SubappInstance } from './engine.ts';

/** Where the subapp kit finds the host handle on the iframe element (`HOST_PROPERTY` of the kit). */
const HOST_PROPERTY = 'portalHost';

/**
 * A same-origin iframe per instance: the sub-app's realm is the frame's, so removing the frame
 * frees it with every listener it added. Kept alive simply by staying in the DOM while hidden.
 */
export const iframeEngine: SubappEngine = {
  mount({ name, url, container, props, api, onStartFailed }: MountOptions): SubappInstance {
    let started = false;
    const frame = document.createElement('iframe');
    frame.className = 'portal-subapp__frame';
    frame.title = name;
    frame.dataset.subapp = name;
    Object.defineProperty(frame, HOST_PROPERTY, {
      value: {
        props,
        api: {
          ...api,
          ready: () => {
            started = true;
            api.ready();
          },
        },
      },
    });
    const onLoad = () => {
      let href: string;
      try {
        href = frame.contentWindow?.location.href ?? '';
      } catch {
        href = 'cross-origin';
      }
      if (href === 'about:blank') return;
      if (!started) onStartFailed();
    };
    frame.addEventListener('load', onLoad);
    frame.src = url;
    container.append(frame);
    return {
      destroy() {
        frame.removeEventListener('load', onLoad);
        frame.remove();
      },
    };
  },
};
