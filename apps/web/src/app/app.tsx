import { type DataRouter, RouterProvider } from 'react-router';
import { useFinishTakeOver } from '../prerender/take-over';
import { Providers } from './providers';

export function App({ router }: { router: DataRouter }) {
  useFinishTakeOver();
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
