#!/usr/bin/env python3
"""Helps fill the two Chinese .ts files (the .ts files are the product; this only edits them).

  ts_tool.py dump OUT.txt     list every (source, comment) that is unfinished in either file,
                              one "id<TAB>context<TAB>repr(source)" line each, plus OUT.txt.json
  ts_tool.py fill OUT.txt.json TABLE...
                              TABLE lines: "id<TAB>zh_CN<TAB>zh_TW" (\\n for a line break,
                              \\u00a0 for a no-break space); sets the translation of every message
                              with that source in both files; "id@Context" sets it in one context
  ts_tool.py import DIR       fill unfinished entries from the finished ones with the same source
                              and comment in DIR/clustercanvas_{zh_CN,zh_TW}.ts (another copy)
  ts_tool.py stats            entries and finished entries per file

Run tools/update.sh afterwards: lupdate rewrites the files in its own layout.
"""
import json
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
TS_DIR = os.environ.get('CC_TS_DIR', os.path.join(HERE, '..'))  # another copy of the files
FILES = {lang: os.path.join(TS_DIR, f'clustercanvas_{lang}.ts') for lang in ('zh_CN', 'zh_TW')}


def key(msg):
    c = msg.find('comment')
    return (msg.findtext('source') or '', c.text if c is not None else '')


def unfinished(msg):
    t = msg.find('translation')
    return t is None or t.get('type') in ('unfinished', 'obsolete', 'vanished')


def messages(tree):
    for ctx in tree.getroot().iter('context'):
        for msg in ctx.iter('message'):
            yield ctx.findtext('name'), msg


def dump(out):
    seen, rows = {}, []
    for lang, path in FILES.items():
        for ctx, msg in messages(ET.parse(path)):
            k = key(msg)
            if unfinished(msg) and k not in seen:
                seen[k] = len(rows) + 1
                num = 'N ' if msg.get('numerus') == 'yes' else ''
                note = f'[{k[1]}] ' if k[1] else ''
                rows.append(f"{seen[k]}\t{num}{ctx.split('::')[-1]}\t{note}{k[0]!r}")
    with open(out, 'w') as f:
        f.write('\n'.join(rows) + '\n')
    with open(out + '.json', 'w') as f:
        json.dump({i: list(k) for k, i in seen.items()}, f, ensure_ascii=False)
    print(len(rows), 'unfinished sources')


def fill(mapping, tables):
    ids = {int(i): tuple(k) for i, k in json.load(open(mapping)).items()}
    tr = {'zh_CN': {}, 'zh_TW': {}}
    for table in tables:
        for line in open(table, encoding='utf-8'):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            i, cn, tw = line.split('\t')
            i, _, ctx = i.partition('@')  # "id@Context": only in that context
            k = ids[int(i)] + ((ctx,) if ctx else ())
            tr['zh_CN'][k] = cn.replace('\\n', '\n').replace('\\u00a0', '\u00a0')
            tr['zh_TW'][k] = tw.replace('\\n', '\n').replace('\\u00a0', '\u00a0')
    for lang, path in FILES.items():
        tree, n = ET.parse(path), 0
        for ctx, msg in messages(tree):
            text = tr[lang].get(key(msg) + (ctx.split('::')[-1],), tr[lang].get(key(msg)))
            if text is None:
                continue
            t = msg.find('translation')
            for child in list(t):
                t.remove(child)
            t.attrib.pop('type', None)
            if msg.get('numerus') == 'yes':
                t.text = None
                ET.SubElement(t, 'numerusform').text = text
            else:
                t.text = text
            n += 1
        tree.write(path, encoding='utf-8', xml_declaration=True)
        print(lang, n, 'messages set')


def import_from(other_dir):
    for lang, path in FILES.items():
        known = {}
        for _, msg in messages(ET.parse(os.path.join(other_dir, os.path.basename(path)))):
            if not unfinished(msg):
                known.setdefault(key(msg), msg.find('translation'))
        tree, n = ET.parse(path), 0
        for _, msg in messages(tree):
            src = known.get(key(msg))
            if src is None or not unfinished(msg):
                continue
            msg.remove(msg.find('translation'))
            msg.append(src)
            n += 1
        tree.write(path, encoding='utf-8', xml_declaration=True)
        print(lang, n, 'messages imported')


def stats():
    for lang, path in FILES.items():
        msgs = [m for _, m in messages(ET.parse(path))]
        done = sum(not unfinished(m) for m in msgs)
        print(f'{lang}: {len(msgs)} entries, {done} finished')


if __name__ == '__main__':
    cmd = sys.argv[1] if len(sys.argv) > 1 else ''
    if cmd == 'dump':
        dump(sys.argv[2])
    elif cmd == 'fill':
        fill(sys.argv[2], sys.argv[3:])
    elif cmd == 'import':
        import_from(sys.argv[2])
    elif cmd == 'stats':
        stats()
    else:
        sys.exit(__doc__)
