import { describe, expect, it } from 'vitest';
import { openMemory } from '../../src/memory/index.js';
import { LiveData, type Change } from '../../components/shell/kernel/live-data.js';
import { baseWith } from './fixtures.js';

/** A reader that counts its calls and says what it was told changed. */
function counting(read: () => string) {
  const calls: Change[] = [];
  return {
    calls,
    reader: (_prev: string | undefined, change: Change) => {
      calls.push(change);
      return read();
    },
  };
}

describe('live data: read once, again only when its crush changed', () => {
  it('a value is read on first use, kept across renders, and read again only for its own crush', async () => {
    const baseDir = await baseWith([
      { slug: 'xiaoyu', nickname: '小雨' },
      { slug: 'ajie', nickname: '阿杰' },
    ]);
    const mem = openMemory({ baseDir });
    const live = new LiveData(mem);
    const yu = counting(() => mem.read('xiaoyu').profile.fields['nickname'] as string);
    expect(live.get('crush:xiaoyu', 'xiaoyu', yu.reader)).toBe('小雨');
    // Asking again (a re-render) does not touch the disk.
    for (let i = 0; i < 5; i += 1) live.get('crush:xiaoyu', 'xiaoyu', yu.reader);
    expect(yu.calls).toHaveLength(1);

    let redraws = 0;
    const stop = live.subscribe('crush:xiaoyu', () => (redraws += 1));
    await mem.updateProfile('xiaoyu', { nickname: '小雨同学' });
    live.changed('ajie');
    expect(yu.calls).toHaveLength(1);
    live.changed('xiaoyu');
    expect(yu.calls).toHaveLength(2);
    expect(yu.calls[1]).toEqual({ all: false, slugs: new Set(['xiaoyu']) });
    expect(live.get('crush:xiaoyu', 'xiaoyu', yu.reader)).toBe('小雨同学');
    expect(redraws).toBe(2);
    stop();
  });

  it('the list hears every crush, with the one that changed named, and everything when the set changed', async () => {
    const baseDir = await baseWith([{ slug: 'xiaoyu', nickname: '小雨' }]);
    const live = new LiveData(openMemory({ baseDir }));
    const list = counting(() => 'rows');
    live.get('list', null, list.reader);
    const stop = live.subscribe('list', () => undefined);
    live.changed('xiaoyu');
    live.changed(null);
    expect(list.calls.map((c) => [c.all, [...c.slugs]])).toEqual([
      [true, []],
      [false, ['xiaoyu']],
      [true, []],
    ]);
    stop();
  });

  it('a value no screen shows any more is dropped and read afresh when shown again', async () => {
    const baseDir = await baseWith([{ slug: 'xiaoyu', nickname: '小雨' }]);
    const live = new LiveData(openMemory({ baseDir }));
    const v = counting(() => 'x');
    live.get('k', 'xiaoyu', v.reader);
    const stop = live.subscribe('k', () => undefined);
    stop();
    await Promise.resolve();
    live.changed('xiaoyu');
    expect(v.calls).toHaveLength(1);
    live.get('k', 'xiaoyu', v.reader);
    expect(v.calls).toHaveLength(2);
    // Taken up again before the drop ran: kept.
    const again = live.subscribe('k', () => undefined);
    const other = live.subscribe('k', () => undefined);
    other();
    await Promise.resolve();
    live.changed('xiaoyu');
    expect(v.calls).toHaveLength(3);
    again();
  });

  it('what a flow starts from is read once and not followed (unless it failed), until no screen shows it', async () => {
    const baseDir = await baseWith([{ slug: 'xiaoyu', nickname: '小雨' }]);
    const live = new LiveData(openMemory({ baseDir }));
    const v = counting(() => 'x');
    const never = () => false;
    live.get('flow:analyze:xiaoyu', 'xiaoyu', v.reader, never);
    const stop = live.subscribe('flow:analyze:xiaoyu', () => undefined);
    live.changed('xiaoyu');
    live.changed(null);
    expect(v.calls).toHaveLength(1);
    stop();
    await Promise.resolve();
    live.get('flow:analyze:xiaoyu', 'xiaoyu', v.reader, never);
    expect(v.calls).toHaveLength(2);
    // A load that failed is read again when its crush changes (a repair mended it), and only then.
    let ok = false;
    const load = counting(() => (ok ? 'loaded' : 'failed'));
    live.get('flow:progress:xiaoyu', 'xiaoyu', load.reader, (value) => value === 'failed');
    const stop2 = live.subscribe('flow:progress:xiaoyu', () => undefined);
    ok = true;
    live.changed('ajie');
    expect(load.calls).toHaveLength(1);
    live.changed('xiaoyu');
    expect(live.get('flow:progress:xiaoyu', 'xiaoyu', load.reader)).toBe('loaded');
    live.changed('xiaoyu');
    expect(load.calls).toHaveLength(2);
    stop2();
  });

  it('the change count moves for the crush and for the set, not for another crush', async () => {
    const baseDir = await baseWith([{ slug: 'xiaoyu', nickname: '小雨' }]);
    const live = new LiveData(openMemory({ baseDir }));
    const first = live.changeCount('xiaoyu');
    live.changed('ajie');
    expect(live.changeCount('xiaoyu')).toBe(first);
    live.changed('xiaoyu');
    const second = live.changeCount('xiaoyu');
    expect(second).not.toBe(first);
    live.changed(null);
    expect(live.changeCount('xiaoyu')).not.toBe(second);
  });
});
