import type { GuideText } from './guides-data.ts';

const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** The guides' contacts and sections in English. */
export const GUIDES_EN: GuideText = {
  hrguide: {
    contact: 'HR Department, Chen Jing · ext. 8021 · chenjing@xinghe-tech.com',
    sections: [
      { title: 'Leave and holidays', body: `<p>Request leave under "Human Resources — Employee Self-Service — Leave Request"; once approved it counts in your attendance.</p>${list('Annual leave: 5 days after one year of service, 10 days after ten years, valid for the year', 'Sick leave: upload a medical certificate; more than 3 days needs your manager and HRBP', 'Personal leave: unpaid by the day, at most 15 days a year', 'Marriage leave 13 days, maternity leave 158 days, paternity leave 20 days (Hunan rules)')}` },
      { title: 'Attendance and missed clock-ins', body: '<p>Working hours are 9:00-18:00 with 30 minutes of flexibility. If you forget to clock in, submit "Attendance — Missed Clock-in" within 3 working days, at most 3 times a month.</p>' },
      { title: 'Overtime and business trips', body: '<p>Overtime needs approval beforehand in "Overtime Request", taken as time off or paid. For a trip, submit a "Business Trip Request" first and link it to your travel expense claim.</p>' },
      { title: 'Pay and social insurance', body: '<p>Salaries are paid on the 10th of each month; see your payslip under "Human Resources — Pay & Benefits — Payslip". Social insurance and housing fund bases are adjusted every July.</p>' },
      { title: 'Confirmation and leaving', body: '<p>15 days before probation ends you are reminded to submit a "Probation Confirmation"; to leave, submit a "Resignation" 30 days ahead and hand over assets and accounts using the checklist.</p>' },
    ],
  },
  adminguide: {
    contact: 'Administration, Zhao Liu · ext. 8001 · zhaoliu@xinghe-tech.com',
    sections: [
      { title: 'Meeting rooms', body: '<p>Book a room and a time under "Administration — Meeting Rooms"; for more than 10 people book the large room on floor 3 of Building A. Cancel at least 1 hour ahead.</p>' },
      { title: 'Company cars', body: '<p>Request a company car one working day ahead in "Car Request", stating where from, where to and how many passengers.</p>' },
      { title: 'Office supplies', body: '<p>Office supplies are handed out on the 1st to 5th of each month: submit "Office Supplies" and collect them from Zhu Xia at reception.</p>' },
      { title: 'Visitors and badges', body: '<p>Register visitors in advance; reception issues a temporary pass from the registration. For a lost badge apply under "Badge Replacement" (fee: 20 yuan).</p>' },
      { title: 'Company seals', body: '<p>Every use of a seal needs an approved "Seal Request"; the Administration department then applies it. Seals never leave the office.</p>' },
    ],
  },
  financialguide: {
    contact: 'Finance, Wang Wu · ext. 8031 · wangwu@xinghe-tech.com',
    sections: [
      { title: 'Expense claims', body: `<p>Fill in a claim under "Finance — Expenses — Expense Claim" and upload the e-invoices; you are paid to your salary card within 5 working days of approval.</p>${list('Over 5,000 yuan per claim needs your manager and the finance manager', 'Invoice title: 星河数智科技有限公司', 'Claim within 60 days of the expense')}` },
      { title: 'Travel expenses', body: '<p>Travel claims must link an approved business trip request. Hotel limits per night: 550 yuan in first-tier cities, 450 in provincial capitals, 350 elsewhere.</p>' },
      { title: 'Advances and repayment', body: '<p>Request a cash advance under "Cash Advance"; settle it with a claim or repay it within 30 days.</p>' },
      { title: 'Invoice requests', body: '<p>To invoice a customer, submit the contract number and invoice details in "Invoice Request"; Finance issues it within 2 working days.</p>' },
    ],
  },
  itguide: {
    contact: 'IT Service Desk · hotline 8000 · itsm@xinghe-tech.com',
    sections: [
      { title: 'Accounts and passwords', body: '<p>The portal, company mail and VPN share one account. Change your password every 90 days under "Change password" in the avatar menu at the top right.</p>' },
      { title: 'Network and VPN', body: '<p>The office Wi-Fi is XINGHE-STAFF; sign in with your domain account. Away from the office use VPN client version 5.4.</p>' },
      { title: 'Computers and devices', body: '<p>For a broken computer or a new peripheral, use "Submit a ticket" at the top and choose "IT devices"; an engineer answers within 4 hours.</p>' },
      { title: 'Software', body: '<p>Licensed software can be installed from the software centre of the IT Service Desk; anything not listed needs an approved ticket.</p>' },
      { title: 'Information security', body: '<p>Never upload company files to personal cloud drives; forward suspicious mail to security@xinghe-tech.com.</p>' },
    ],
  },
  brandguide: {
    contact: 'Brand & Marketing, Huang Li · ext. 8051 · huangli@xinghe-tech.com',
    sections: [
      { title: 'Logo and visual identity', body: '<p>Get the logo, brand colours and fonts under "Brand & Marketing — Visual Identity Guide"; never distort or recolour them. Brand colour: Xinghe Blue #1677FF.</p>' },
      { title: 'Document and slide templates', body: '<p>Use the 2026 PowerPoint and Word templates of the brand asset library for proposals and reports.</p>' },
      { title: 'Design requests', body: '<p>Submit posters, boards and videos under "Design Request"; regular requests are delivered in 3 working days.</p>' },
      { title: 'Publishing', body: '<p>Content for the website, official accounts and the media is reviewed by Brand & Marketing; customer information needs the customer\'s written consent.</p>' },
    ],
  },
};
