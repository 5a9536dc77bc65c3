import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';

/**
 * Helmet's options: its headers and the Content-Security-Policy. `remoteOrigins`
 * (REMOTE_ALLOWED_ORIGINS, already normalized) are where an overridden remote may live: the shell
 * fetches its manifest (connect-src), runs its scripts, loads its CSS, images and fonts from there,
 * so exactly those origins join 'self'.
 */
function helmetOptions(remoteOrigins: readonly string[]): HelmetOptions {
  const remotes = [...remoteOrigins];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        // Radix primitives position popovers and toasts with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", 'ws:', 'wss:', ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    xPoweredBy: true,
  };
}

/**
 * The headers helmet sets with these options, worked out once on a response of its own: none of
 * them depends on the request (no nonce, no per-request directive). Running helmet's chain of
 * middleware on every answer was about 2 % of the gateway's CPU per proxied read.
 */
export function securityHeaderSet(remoteOrigins: readonly string[] = []): OutgoingHttpHeaders {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let done = false;
  let failure: unknown;
  helmet(helmetOptions(remoteOrigins))(req, res, (err?: unknown) => {
    done = true;
    failure = err;
  });
  if (failure) throw failure;
  if (!done) throw new Error('helmet did not finish at once: its headers cannot be set up front');
  return res.getHeaders();
}

/** Sets the security headers of securityHeaderSet() on every answer (and never X-Powered-By). */
export function securityHeaders(remoteOrigins: readonly string[] = []): Middleware {
  const headers = Object.entries(securityHeaderSet(remoteOrigins)).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  return (ctx, next) => {
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    ctx.res.removeHeader('x-powered-by');
    return next();
  };
}
