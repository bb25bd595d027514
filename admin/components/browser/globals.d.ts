// The globals the AdminJS frontend sets before the components bundle runs, typed as far as our scripts use them.
export {};

/** The part of React the scripts use (window.React: no JSX, no imports). */
interface PanelReact {
  createElement(type: unknown, props?: Record<string, any> | null, ...children: unknown[]): any;
  useState<T>(initial: T | (() => T)): [T, (next: T | ((previous: T) => T)) => void];
  useEffect(effect: () => void | (() => void), deps?: readonly unknown[]): void;
  useMemo<T>(make: () => T, deps: readonly unknown[]): T;
  useCallback<F extends (...args: any[]) => any>(fn: F, deps: readonly unknown[]): F;
  useRef<T>(initial: T): { current: T };
  Fragment: unknown;
}

declare global {
  interface Window {
    React: PanelReact;
    /** AdminJS's frontend API (ApiClient, hooks, components, UserComponents): untyped */
    AdminJS: any;
    /** @adminjs/design-system's components: untyped */
    AdminJSDesignSystem: any;
    REDUX_STATE?: any;
    __APP_STATE__?: any;
    /** the shared helpers of panel-kit.js */
    BazaarPanel: any;
  }
  /** the same object as window.AdminJS (AdminJS's bundles read it as a global) */
  var AdminJS: any;
}

declare global {
  interface XMLHttpRequest {
    /** set by panel-session.js when the request is a same-origin write that carries the CSRF token */
    __bazaarCsrf?: boolean;
  }
}
