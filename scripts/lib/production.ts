/**
 * Imported first by the scripts that render React in Node (prerender, the production server's /search),
 * so React loads its production build: an unset NODE_ENV picks the development build, which renders the
 * same HTML about twice as slowly. Being first, it runs before any import loads React.
 */
process.env.NODE_ENV ??= "production";
