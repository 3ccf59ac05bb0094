#!/usr/bin/env python3
"""The paired runs behind scripts/bench.sh: CPU, wall time and peak memory of each process, read
from the kernel's own accounting (wait4's rusage) rather than from `time`, whose 10 ms steps are
coarser than grep's time on a small tree.
Usage: scripts/bench_runs.py GTPUSH WORKDIR RUNS CORPUS_1X CORPUS_10X [DIR...]"""
import os
import statistics
import subprocess
import sys
import time

gtpush, work, runs, one, ten, extra = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6:]

TOKENIZE = 'foreach (file($argv[1], FILE_IGNORE_NEW_LINES) as $f) { token_get_all(file_get_contents($f)); }'


def measure(command):
    """(wall s, user+sys s, max RSS KiB) of one run of `command`, output discarded."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def php_files(folder):
    """The .php files gtpush walks: hidden folders and vendor/ are pruned, as gtpush prunes them."""
    found = []
    for directory, subdirectories, names in os.walk(folder):
        subdirectories[:] = [d for d in subdirectories if not d.startswith('.') and d != 'vendor']
        found += [os.path.join(directory, n) for n in names if n.endswith('.php') and not n.startswith('.')]
    return found


def paired(ours, reference):
    """`runs` alternated pairs of measurements, after one unmeasured pair that warms the page cache."""
    measure(ours); measure(reference)
    pairs = [(measure(ours), measure(reference)) for _ in range(runs)]
    return pairs


def share(pairs):
    """What the first command's CPU has over the second's, as a share of the first's: the median
    of the pairs, and their range."""
    shares = sorted((ours[1] - reference[1]) / ours[1] for ours, reference in pairs)
    return f'{statistics.median(shares) * 100:.1f}% (pairs {shares[0] * 100:.1f} to {shares[-1] * 100:.1f}%)'


def report(folder, label):
    paths = php_files(folder)
    listing = os.path.join(work, 'list')
    with open(listing, 'w') as out:
        out.write('\n'.join(paths) + '\n')
    size = sum(os.path.getsize(p) for p in paths)
    print(f'{label}: {len(paths):,} .php files, {size / 1e6:.1f} MB')

    parse = paired([gtpush, 'parse', folder], ['php', '-d', 'memory_limit=-1', '-r', TOKENIZE, listing])
    ours = statistics.median(p[0][1] for p in parse)
    php = statistics.median(p[1][1] for p in parse)
    ratio = statistics.median(p[0][1] / p[1][1] for p in parse)
    wall = statistics.median(p[0][0] for p in parse)
    print(f'  parse CPU {ours:.3f} s (wall {wall:.3f} s) vs token_get_all CPU {php:.3f} s: ratio {ratio:.2f}')

    # The compile-time pass: the same parse with and without it, paired like the rest. Beside
    # it, the same parse against itself: what a share measured here may be off by, whatever the
    # code (on a shared machine one pair may differ by a fifth either way).
    checks = paired([gtpush, 'parse', folder], [gtpush, 'parse', '--syntax-only', folder])
    print(f'  compile-time pass, share of parse CPU: {share(checks)}')
    print(f'  parse against itself: {share(paired([gtpush, "parse", folder], [gtpush, "parse", folder]))}')

    check = paired([gtpush, 'check', folder], ['grep', '-rl', 'IGtAPNPayload', folder])
    ours_wall = statistics.median(p[0][0] for p in check)
    ours_cpu = statistics.median(p[0][1] for p in check)
    grep_wall = statistics.median(p[1][0] for p in check)
    ratio = statistics.median(p[0][0] / p[1][0] for p in check)
    print(f'  check wall {ours_wall:.3f} s (CPU {ours_cpu:.3f} s) vs grep -rl wall {grep_wall:.3f} s: ratio {ratio:.2f}')

    parse_peak = max(p[0][2] for p in parse)
    check_peak = max(p[0][2] for p in check)
    print(f'  peak memory: parse {parse_peak / 1024:.1f} MiB, check {check_peak / 1024:.1f} MiB')
    return ours_wall


print(f'medians of {runs} paired runs; a ratio is the median of the pairs\' ratios')
check_one = report(one, 'corpus 1x')
check_ten = report(ten, 'corpus 10x')
print(f'growth of check from 1x to 10x: {check_ten / check_one:.1f}x (linear: 10x)')
for folder in extra:
    report(folder, folder)
