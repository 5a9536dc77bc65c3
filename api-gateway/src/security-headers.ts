import helmet from 'koa-helmet';
import type { Middleware } from 'koa';

/**
 * Helmet's headers and the Content-Security-Policy. `remoteOrigins` (REMOTE_ALLOWED_ORIGINS, already
 * normalized) are where an overridden remote may live: the shell fetches its manifest (connect-src),
 * runs its scripts, loads its CSS, images and fonts from there, so exactly those origins join 'self'.
 */
export function securityHeaders(remoteOrigins: readonly string[] = []): Middleware {
  const remotes = [...remoteOrigins];
  return helmet({
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
  });
}
