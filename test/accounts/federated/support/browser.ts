/**
 * A minimal browser for redirect flows: follows redirects by hand with undici fetch (redirect: 'manual')
 * and keeps host-only cookies per origin, as a browser would.
 */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  cookie(origin: string, name: string): string | undefined {
    return this.jar.get(origin)?.get(name);
  }

  private remember(origin: string, res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const cookies = this.jar.get(origin) ?? new Map<string, string>();
      this.jar.set(origin, cookies);
      if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const origin = new URL(url).origin;
    const cookies = [...(this.jar.get(origin) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = new Headers(init.headers);
    if (cookies) headers.set('cookie', cookies);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.remember(origin, res);
    return res;
  }

  /**
   * Follows redirects from `url` until the next location starts with `stopAt` (returned, not fetched).
   * A response that is not a redirect ends the walk and is returned instead.
   */
  async follow(url: string, stopAt: string, maxHops = 12): Promise<{ location: string } | { response: Response; body: any }> {
    let next = url;
    for (let hop = 0; hop < maxHops; hop++) {
      if (next.startsWith(stopAt)) return { location: next };
      const res = await this.request(next);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) {
        const text = await res.text();
        let body: any = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        return { response: res, body };
      }
      next = new URL(location, next).toString();
    }
    throw new Error(`more than ${maxHops} redirects from ${url}`);
  }
}
