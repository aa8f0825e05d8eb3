import type source from './zh-CN.ts';

const messages: typeof source = {
  open: 'Assistant',
  title: 'Assistant',
  subtitle: 'Ask for functions, guides or a colleague’s contact',
  placeholder: 'Type a question, press Enter to send',
  send: 'Send',
  newChat: 'New conversation',
  close: 'Close',
  welcome: 'Hello, I am the portal’s assistant. Ask me how to request leave, how expenses work, how to book a meeting room, or for a colleague by name.',
  thinking: 'Thinking…',
  failed: 'No answer. Please try again later',
  examples: { leave: 'How do I request leave?', expense: 'Expense reimbursement', meeting: 'Book a meeting room' },
  help: 'Help',
  helpMenu: { hr: 'HR consultation', admin: 'Admin consultation', ticket: 'Submit a ticket' },
};
export default messages;
