import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = import.meta.dirname;

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: `${webRoot}/dist`,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/, priority: 2 },
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|zod|dayjs|react-hook-form|@hookform)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
});
