import { describe, expect, it } from 'vitest';
import { matchRange } from './match-range.ts';

describe('where a function search matched a name', () => {
  it('finds Chinese text, full pinyin, a pinyin prefix and initials', () => {
    expect(matchRange('人力资源', '资源')).toEqual({ start: 2, end: 4 });
    expect(matchRange('人力资源', 'renli')).toEqual({ start: 0, end: 2 });
    expect(matchRange('人力资源', 'rlzy')).toEqual({ start: 0, end: 4 });
    expect(matchRange('请假申请', 'qingj')).toEqual({ start: 0, end: 2 });
    expect(matchRange('我的报销', 'baoxiao')).toEqual({ start: 2, end: 4 });
  });

  it('answers nothing when the text does not match', () => {
    expect(matchRange('人力资源', 'caiwu')).toBeUndefined();
    expect(matchRange('人力资源', '')).toBeUndefined();
  });
});
