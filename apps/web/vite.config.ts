import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web app. In development `/v1` is proxied to the API server on 8080, so the browser sees one
 * origin (as in production, where the server serves `dist` itself) and can read `Authorization`.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/v1': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // pdf.js's character maps, fonts and decoders stay files, fetched one by one when a page needs them,
    // instead of small ones being inlined into the pdf.js chunk.
    assetsInlineLimit: (filePath) => (filePath.includes('pdfjs-dist') ? false : undefined),
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        // pdf.js stays out of `vendor`: it is loaded only when the audit screen shows a PDF page.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The chat's Markdown (react-markdown, remark, micromark and their helpers) loads with the chat.
            {
              name: 'markdown',
              test: /node_modules[\\/](react-markdown|remark-[^\\/]+|unified|micromark[^\\/]*|mdast-util-[^\\/]+|hast-util-[^\\/]+|unist-util-[^\\/]+|vfile[^\\/]*|bail|ccount|character-[^\\/]+|[a-z]+-separated-tokens|decode-named-character-reference|devlop|estree-util-is-identifier-name|html-url-attributes|inline-style-parser|style-to-[^\\/]+|is-alpha[^\\/]*|is-decimal|is-hexadecimal|longest-streak|markdown-table|parse-entities|property-information|stringify-entities|trim-lines|trough|zwitch)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/](?!pdfjs-dist[\\/])/ },
          ],
        },
      },
    },
  },
});
