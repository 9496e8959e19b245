/** The Web Streams build of React's server renderer (entry.server.tsx says why); @types/react-dom types it under react-dom/server. */
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
