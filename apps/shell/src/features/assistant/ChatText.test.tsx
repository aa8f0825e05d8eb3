import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChatText } from './ChatText.tsx';

describe('an answer of the assistant', () => {
  it('shows portal links that move inside the portal, lists and paragraphs, and never runs markup', async () => {
    const content = '你好！\n- [请假申请](/app-center/main/HR/leave/apply)（人力资源）\n<img src=x onerror=alert(1)>';
    const router = createMemoryRouter(
      [
        { path: '/', element: <ChatText content={content} /> },
        { path: '/app-center/main/HR/leave/apply', element: <p>leave form</p> },
      ],
      { initialEntries: ['/'] },
    );
    const { container } = render(<RouterProvider router={router} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    const link = screen.getByRole('link', { name: '请假申请' });
    expect(link.getAttribute('href')).toBe('/pba/app-center/main/HR/leave/apply');
    expect(container.querySelectorAll('li')).toHaveLength(1);
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/app-center/main/HR/leave/apply');
  });
});
