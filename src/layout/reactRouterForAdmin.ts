/**
 * react-router-dom as react-admin's router adapter sees it (vite.config.ts resolves the
 * adapter's import here). The adapter builds its own hash router when <Admin> is not inside
 * a router; ours always is (BrowserRouter in main.tsx), yet its static import of the data
 * router (createHashRouter, RouterProvider: ~18 KB gzipped) landed in the chunk shared with
 * the sign-in page. Without them the sign-in page stays within its budget (docs/performance.md).
 */
export * from 'react-router-dom';

const unused = (name: string) => () => {
  throw new Error(`${name}: react-admin монтируется внутри BrowserRouter приложения`);
};

export const createHashRouter = unused('createHashRouter');
export const RouterProvider = unused('RouterProvider');
