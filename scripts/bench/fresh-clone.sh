#!/usr/bin/env bash
# A fresh clone to ready, as a newcomer meets it: `git clone`, `npm install`, `npm start` until /100001 answers
# (the aim: under 90 s on a two-core machine), then how long until the back office, built after the shop opens,
# answers. Uses ports 3000-3008: run it with no shop running. Stops the shop it started.
#   bash scripts/bench/fresh-clone.sh [REPOSITORY, default this one]
set -u
repo=${1:-$(git -C "$(dirname "$0")" rev-parse --show-toplevel)}
dir=$(mktemp -d)
log=$dir.start.log
now() { date +%s.%N; }
t0=$(now)
git clone -q "$repo" "$dir/shop" && cd "$dir/shop" || exit 1
npm install --no-audit --no-fund >"$dir.install.log" 2>&1 || { cat "$dir.install.log"; exit 1; }
t1=$(now)
setsid npm start >"$log" 2>&1 &
shop=$!
until curl -fs -o /dev/null http://localhost:3000/100001; do sleep 0.2; done
t2=$(now)
until grep -q "back office is ready" "$log"; do sleep 0.5; done
t3=$(now)
kill -TERM -- -"$shop"
printf 'install %.1f s + start %.1f s = ready %.1f s (%s); the back office %.1f s after ready\n' \
  "$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)" "$(echo "$t2 - $t0" | bc)" \
  "$(grep -o 'built in [0-9.]* s' "$log" | head -n 1)" "$(echo "$t3 - $t2" | bc)"
sleep 2
rm -rf "$dir" "$dir.install.log" "$log"
