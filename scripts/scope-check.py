#!/usr/bin/env python3
"""scope-check.py [FILE...]: what each bash function of the judge reads and writes, held to
its part's header (default: judge.sh and judge/*.sh).  Prints each breach with its file and
line, then "scope: N functions, N breaches"; exit 1 when there is one.

What the parts share is constants, each part's header saying which:
    # Constants (...): NAME...   set before the first case is judged and not written
                                 afterwards: by judge.sh's top level (its header's), or by
                                 one function of the part (its setup, named in the
                                 parentheses)
    # Reads: NAME...             the constants its functions read
(a NAME may end in "*": every name with that prefix; words in parentheses are comments; a
line "#     NAME..." indented under one goes on with it).  Everything else a function reads
it is given: as an argument, or as the name of a variable it sets or reads (a nameref,
local -n).  The rules, each a breach when broken:
  1. a function reads only its own names (local, declare, for, read, mapfile, printf -v,
     a nameref to a name it is given: local -n) and its part's Reads and Constants;
  2. it writes only its own names and its part's Constants;
  3. no function makes a name local that is a constant: a value never passes to a function
     through bash's dynamic scope (a caller's local that the callee sees);
  4. a part reads only constants;
  5. no constant is written by two functions.
Names in capitals (the environment, bash's own) and the positional parameters are free.
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = r'[A-Za-z_][A-Za-z0-9_]*'


def header(lines):
    """{'reads': set, 'constants': set} from the comment lines at the top."""
    text = {'reads': '', 'constants': ''}
    key = None
    for line in lines:
        if line.startswith('#!'):
            continue
        if not line.startswith('#'):
            break
        m = re.match(r'#\s*(Reads|Constants)\b[^:]*:(.*)', line)
        if m:
            key = m.group(1).lower()
            text[key] += ' ' + m.group(2)
        elif key and re.match(r'#\s{3,}\S', line):
            text[key] += ' ' + line[1:]
        else:
            key = None
    out = {}
    for key, t in text.items():
        t = re.sub(r'\([^)]*\)', ' ', t)
        out[key] = set(re.findall(r'[a-z_][a-z0-9_]*\*?', t))
    return out


def covered(name, names):
    return name in names or any(n.endswith('*') and name.startswith(n[:-1]) for n in names)


def strip(body):
    """the body without comments and heredoc texts, as two texts: single-quoted text
    emptied (what bash expands), and all quoted text emptied (where assignments are)"""
    single, none = [], []
    quote, doc, pending = None, None, None
    for line in body:
        if doc is not None:
            if line.strip() == doc:
                doc = None
            continue
        i = 0
        while i < len(line):
            c = line[i]
            if quote == "'":
                if c == "'":
                    quote = None
                    single.append(c)
                    none.append(c)
                i += 1
                continue
            if quote == '"':
                if c == '\\':
                    single.append(line[i:i + 2])
                    i += 2
                    continue
                if c == '"':
                    quote = None
                    none.append(c)
                single.append(c)
                i += 1
                continue
            if c == '\\':
                single.append(line[i:i + 2])
                none.append(line[i:i + 2])
                i += 2
                continue
            if c in '\'"':
                quote = c
                single.append(c)
                none.append(c)
                i += 1
                continue
            if c == '#' and (i == 0 or line[i - 1] in ' \t;'):
                break
            m = re.match(r"<<-?\s*['\"]?(\w+)['\"]?", line[i:])
            if m and not line[i:].startswith('<<<'):
                pending = m.group(1)
            single.append(c)
            none.append(c)
            i += 1
        single.append('\n')
        none.append('\n')
        if pending and quote is None:
            doc, pending = pending, None
    return ''.join(single), ''.join(none)


def functions(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    i = 0
    while i < len(lines):
        m = re.match(r'^(' + NAME + r')\(\)\s*\{(.*)$', lines[i])
        if m and m.group(2).rstrip().endswith('}'):
            yield m.group(1), i + 1, [m.group(2).rstrip()[:-1]]
        elif m:
            j = i + 1
            while j < len(lines) and lines[j] != '}':
                j += 1
            yield m.group(1), i + 1, lines[i + 1:j]
            i = j
        i += 1


# the associative arrays any part declares (declare -A, -gA): a subscript of theirs is a key
GLOBAL_KEYED = set()


def analyse(body):
    single, none = strip(body)
    own = set()
    for m in re.finditer(r'\b(?:local|declare|typeset)((?:\s+-[a-zA-Z]+)*)\s+([^;&|\n]*)', none):
        # (declare -g makes no local; declare -p prints the names, a read of each)
        if 'g' in m.group(1) or 'p' in m.group(1):
            continue
        for w in m.group(2).split():
            n = re.match(NAME, w)
            if n:
                own.add(n.group(0))
    own.update(re.findall(r'\bfor\s+(' + NAME + r')\s+in\b', none))
    reads = set(re.findall(r'\$\{?[#!]?(' + NAME + ')', single))
    for m in re.finditer(r'\bdeclare\s+-[a-zA-Z]*p[a-zA-Z]*\s+([^;&|\n>]*)', none):
        reads.update(n.group(0) for n in (re.match(NAME, w) for w in m.group(1).split()) if n)
    # (a subscript is read as arithmetic, unless its array is associative or a nameref made
    # here: its keys are words)
    keyed = set(GLOBAL_KEYED)
    for m in re.finditer(r'\b(?:local|declare|typeset)\s+-[a-zA-Z]*[An][a-zA-Z]*\s+([^;&|\n]*)', none):
        keyed.update(n.group(0) for n in (re.match(NAME, w) for w in m.group(1).split()) if n)
    for m in re.finditer(r'\(\((.*?)\)\)', single, re.S):
        arith = m.group(1)
        for k in keyed:
            arith = re.sub(r'\b' + k + r'\[[^\]]*\]', k, arith)
        while re.search(r'\$\([^()]*\)', arith):
            arith = re.sub(r'\$\([^()]*\)', ' 0 ', arith)
        reads.update(re.findall(r'(?<![$\w-])(' + NAME + r')(?![\w(])', arith))
    for m in re.finditer(r'\[([^\]\n]*)\]', single):
        if re.match(r'^[^$"\'\s:\[-]', m.group(1)) and not re.search(r'[=<>*?|$]|\s', m.group(1)):
            pre = single[max(0, m.start() - 40):m.start()]
            arr = re.search('(' + NAME + r')$', pre)
            if arr and arr.group(1) not in keyed:
                reads.update(re.findall(r'(?<![$\w])(' + NAME + r')(?![\w(])', m.group(1)))
    writes = {m.group(1) for m in re.finditer(r'(?:^|[\s;&|({!])(' + NAME + r')(?:\[[^\]\n]*\])?\+?=', none, re.M)
              if not re.search(r'-v\s*$', none[max(0, m.start(1) - 4):m.start(1)])}
    for m in re.finditer(r'\bread((?:[ \t]+[^\s;&|<>]+)+)', none):
        words, k = m.group(1).split(), 0
        while k < len(words) and words[k].startswith('-'):
            if words[k][-1] in 'dpnNtua' and k + 1 < len(words):
                if words[k][-1] == 'a':
                    writes.add(words[k + 1])
                k += 1
            k += 1
        for w in words[k:]:
            if not re.fullmatch(NAME, w):
                break
            writes.add(w)
    writes.update(re.findall(r'\b(?:mapfile|readarray)\s+(?:-\w+\s+(?:\S+\s+)?)*(' + NAME + ')', none))
    writes.update(re.findall(r'\bprintf\s+-v\s+(' + NAME + ')', none))
    for m in re.finditer(r'\bfor\s*\(\((.*?)\)\)', none):
        writes.update(re.findall(r'(' + NAME + r')\s*\+?=', m.group(1)))
    free = lambda n: n.isupper() or n.isdigit() or n == '_' or n.startswith('BASH')
    own_all = own
    return ({n for n in reads if not free(n) and n not in own_all},
            {n for n in writes if not free(n) and n not in own_all}, own)


def main(argv):
    files = argv or [os.path.join(ROOT, 'judge.sh')] + sorted(glob.glob(os.path.join(ROOT, 'judge', '*.sh')))
    heads, funcs = {}, []
    for f in files:
        for m in re.finditer(r'\bdeclare\s+-[a-zA-Z]*A[a-zA-Z]*\s+([^;&|\n]*)', open(f, encoding='utf-8').read()):
            GLOBAL_KEYED.update(n.group(0) for n in (re.match(NAME, w) for w in m.group(1).split()) if n)
    for f in files:
        heads[f] = header(open(f, encoding='utf-8').read().split('\n'))
        for name, line, body in functions(f):
            funcs.append((f, name, line) + analyse(body))
    constants = set().union(*(h['constants'] for h in heads.values()))
    breaches = []
    rel = lambda f: os.path.relpath(f, ROOT)
    writer = {}
    for f, name, line, reads, writes, own in funcs:
        h = heads[f]
        for n in sorted(reads):
            if not covered(n, h['reads'] | h['constants']):
                breaches.append(f'{rel(f)}:{line}: {name} reads {n}: not its own, not given, not in its part\'s Reads or Constants')
        for n in sorted(writes):
            if not covered(n, h['constants']):
                breaches.append(f'{rel(f)}:{line}: {name} writes {n}: not its own, not given, not its part\'s Constant')
            elif n in writer and writer[n] != name:
                breaches.append(f'{rel(f)}:{line}: {name} writes {n}, a constant {writer[n]} writes too')
            else:
                writer[n] = name
        for n in sorted(own):
            if covered(n, constants):
                breaches.append(f'{rel(f)}:{line}: {name} makes {n} local, a constant (a value passed by dynamic scope)')
    for f, h in heads.items():
        for n in sorted(h['reads']):
            if not covered(n, constants):
                breaches.append(f'{rel(f)}: its header Reads {n}: not a Constant of any part')
    for b in breaches:
        print(b)
    print(f'scope: {len(funcs)} functions, {len(breaches)} breaches')
    return 1 if breaches else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
