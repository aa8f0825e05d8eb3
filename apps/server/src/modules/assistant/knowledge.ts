import type { Kysely } from 'kysely';
import { RESOURCE_TYPES, allows, type Permission } from '@portal/contracts';
import type { Database } from '../../db/schema.ts';
import { listResources } from '../catalogue/catalogue.ts';
import { expandQuestion } from './glossary.ts';

/** What the portal knows that matches a question: functions, guide sections, colleagues. */
export interface Knowledge {
  functions: { name: string; path: string; where: string }[];
  guides: { title: string; section: string; path: string; excerpt: string }[];
  colleagues: { name: string; department: string; position: string; phone: string; email: string; path: string }[];
}

/** Words too common to identify a function on their own. */
const STOP_WORDS = new Set(['申请', '管理', '查询', '我的', '怎么', '如何', '哪里', '什么', '可以', '一下', '请问', '需要', '办理', '系统', '功能', '信息', '记录', '在哪', '帮我', '入口']);

/** Words of questions in English or Portuguese that name no function. */
const LATIN_STOP_WORDS = new Set(
  'how do does can could what where which is are the an to of for my me in on at and or with please request apply find need want get new como de da do os as um uma para por meu minha pedir fazer onde qual que eu no na em preciso quero'.split(' '),
);

/**
 * Keywords of the question (lower case), longest first, without common words: every run of 2 to
 * 8 Chinese characters, and every whole Latin word (parts of words would match anything).
 */
export function keywordsOf(question: string): string[] {
  const text = question.toLowerCase().replace(/[\s，。？！、,.?!:：;；"'“”‘’()（）]+/g, ' ');
  const found = new Set<string>();
  for (const part of text.split(' ').filter(Boolean)) {
    for (const run of part.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu) ?? []) {
      if (!/\p{Script=Han}/u.test(run)) {
        if (run.length >= 2 && !LATIN_STOP_WORDS.has(run)) found.add(run);
        continue;
      }
      for (let len = Math.min(8, run.length); len >= 2; len -= 1) {
        for (let i = 0; i + len <= run.length; i += 1) {
          const word = run.slice(i, i + len);
          if (!STOP_WORDS.has(word)) found.add(word);
        }
      }
    }
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/** The length of the longest keyword the text contains (0 when none). */
function score(text: string, keywords: readonly string[]): number {
  const lower = text.toLowerCase();
  return keywords.find((word) => lower.includes(word))?.length ?? 0;
}

function best<T>(items: T[], scoreOf: (item: T) => number, limit: number): T[] {
  const scored = items.map((item) => ({ item, s: scoreOf(item) })).filter((x) => x.s >= 2);
  const top = Math.max(0, ...scored.map((x) => x.s));
  return scored
    .filter((x) => x.s >= top - 1)
    .sort((a, b) => b.s - a.s)
    .slice(0, limit)
    .map((x) => x.item);
}

const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

export async function gatherKnowledge(
  db: Kysely<Database>,
  who: { tenantId: string; permissions: readonly Permission[] },
  question: string,
): Promise<Knowledge> {
  const keywords = keywordsOf(expandQuestion(question));
  if (keywords.length === 0) return { functions: [], guides: [], colleagues: [] };

  const [menus, services, views, apps] = await Promise.all([
    listResources(db, who.permissions, RESOURCE_TYPES.menu, []),
    listResources(db, who.permissions, RESOURCE_TYPES.service, []),
    listResources(db, who.permissions, RESOURCE_TYPES.view, []),
    db.selectFrom('apps').select(['resource_code', 'module_name']).execute(),
  ]);
  const appName = new Map(apps.map((a) => [a.resource_code, a.module_name]));
  const functions = best([...menus, ...services, ...views], (r) => score(r.resourceName, keywords), 5).map((r) => ({
    name: r.resourceName,
    path: `/app-center/main/${r.frontModuleCode}${r.resourcePath}`,
    where: [appName.get(r.moduleCode), r.groupName].filter(Boolean).join(' · '),
  }));

  const guideRows = allows(who.permissions, 'home')
    ? await db.selectFrom('guides').select(['code', 'title', 'sections']).where('tenant_id', '=', who.tenantId).execute()
    : [];
  const sections = guideRows.flatMap((g) => g.sections.map((s) => ({ guide: g, title: s.title, text: stripTags(s.body) })));
  const guides = best(sections, (s) => Math.max(score(s.title, keywords) + 1, score(s.text, keywords)), 3).map((s) => {
    const word = keywords.find((k) => s.text.toLowerCase().includes(k)) ?? '';
    const at = Math.max(0, s.text.toLowerCase().indexOf(word) - 20);
    return { title: s.guide.title, section: s.title, path: `/home/${s.guide.code}`, excerpt: `${at > 0 ? '…' : ''}${s.text.slice(at, at + 90)}${s.text.length > at + 90 ? '…' : ''}` };
  });

  let colleagues: Knowledge['colleagues'] = [];
  if (allows(who.permissions, 'address-list')) {
    const people = await db
      .selectFrom('users')
      .innerJoin('user_tenants', 'user_tenants.user_id', 'users.id')
      .select(['real_name', 'department', 'position', 'phone', 'email'])
      .where('user_tenants.tenant_id', '=', who.tenantId)
      .execute();
    colleagues = people
      .filter((p) => question.includes(p.real_name))
      .slice(0, 3)
      .map((p) => ({ name: p.real_name, department: p.department, position: p.position, phone: p.phone, email: p.email, path: `/address-list?sign=${encodeURIComponent(p.real_name)}` }));
  }
  return { functions, guides, colleagues };
}
