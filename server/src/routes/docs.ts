import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env'

// OpenAPI 3.1 document and an offline Swagger UI page, served from the swagger-ui-dist
// package: no CDN, and no inline script (the CSP forbids it), so the page loads a small init file.

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API documentation</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`

const initScript = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`

/** Registers /api/openapi.json, /api/docs and the page's assets on `app` (after all API routes). */
export function registerDocs(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  })
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Portfolio and finance API',
      version: '1.0.0',
      description:
        'Errors are JSON `{ message, code, errors? }` in the language of Accept-Language (pt* or en). ' +
        'Moments in answers carry São Paulo’s offset (`2026-11-10T18:30:00.000-03:00`: the same instant as its UTC form, its wall clock the user’s); a book’s day is that day’s São Paulo midnight. ' +
        'A date-time sent without an offset is São Paulo time (a book’s date: its day).',
    },
  })

  app.get('/api/docs', (c) => c.html(docsPage))
  app.get('/api/docs/', (c) => c.redirect('/api/docs', 301))
  app.get('/api/docs/init.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    return c.body(initScript)
  })
  app.get(
    '/api/docs/assets/:file{swagger-ui\\.css|swagger-ui-bundle\\.js|favicon-16x16\\.png|favicon-32x32\\.png}',
    serveStatic({ root: swaggerUiDir, rewriteRequestPath: (path) => path.replace(/^\/api\/docs\/assets/, '') }),
  )
}
