#!/usr/bin/env bash
# npm run plugin-check: Plugin Check (the WordPress.org plugin directory's
# checker) on the built zip, as the directory runs it on a submission.
#
# Finds Plugin Check at $PLUGIN_CHECK_DIR, then ~/.cache/vitrina/plugin-check
# (a plugin-check folder with its vendor/: README, "Supplying Plugin Check");
# without it prints a `SKIPPED plugin check: …` line and exits 0. Otherwise
# builds dist/vitrina.zip (npm run plugin-zip), unzips it, and runs Plugin
# Check's static checks on that folder through its PHP API inside a
# WordPress of its own (site `check`, no web server; bin/plugin-check.php).
# Prints every finding and the counts; exits 1 on any error or warning.
# Writes .wp/plugin-check.json ({ skipped } or { errors, warnings }) for npm test.
#
# Usage: npm run plugin-check [-- --no-zip]   (--no-zip: check the dist/vitrina.zip there is)
set -euo pipefail
# shellcheck source=bin/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$VITRINA_ROOT"

RESULT="$VITRINA_RUN/plugin-check.json"
ZIP="$VITRINA_ROOT/dist/vitrina.zip"
make_zip=1
for arg in "$@"; do
	case "$arg" in
		--no-zip) make_zip=0 ;;
		*) die "usage: npm run plugin-check [-- --no-zip]" ;;
	esac
done
mkdir -p "$VITRINA_RUN"
rm -f "$RESULT"

skip() {
	echo "SKIPPED plugin check: $*"
	printf '{"skipped":"%s"}\n' "$*" >"$RESULT"
	exit 0
}

# Plugin Check: $PLUGIN_CHECK_DIR, then the cache.
pc=""
for d in "${PLUGIN_CHECK_DIR:-}" "$VITRINA_CACHE/plugin-check"; do
	if [ -n "$d" ] && [ -f "$d/plugin.php" ]; then pc="$(cd "$d" && pwd)"; break; fi
done
[ -n "$pc" ] || skip "Plugin Check not found (set PLUGIN_CHECK_DIR or put it in $VITRINA_CACHE/plugin-check; README: Supplying Plugin Check)"
[ -f "$pc/vendor/autoload.php" ] ||
	die "Plugin Check at $pc has no vendor/: run composer install --no-dev there, or use the directory's built plugin (README: Supplying Plugin Check)"
command -v unzip >/dev/null || die "unzip is needed (apt-get install -y unzip)"

# The zip, as a shop admin would upload it.
if [ "$make_zip" = 1 ]; then
	bash bin/plugin-zip.sh
fi
[ -f "$ZIP" ] || die "$ZIP is missing (npm run plugin-zip)"

# A fresh WordPress to run Plugin Check in: never served, no plugin active.
db_start
core_prepare
wp check reset
wp check install --title="Plugin Check" --user=admin --password=password --email=admin@example.com >/dev/null
content="$VITRINA_RUN/sites/check/wp-content"
rm -rf "$content/plugins/vitrina"
unzip -q "$ZIP" -d "$content/plugins"
ln -sfn "$pc" "$content/plugins/plugin-check"

log "Plugin Check on $(basename "$ZIP") ($(du -h "$ZIP" | cut -f1))"
set +e
out="$(wp check eval-file "$VITRINA_ROOT/bin/plugin-check.php" "$content/plugins/plugin-check" "$content/plugins/vitrina" 2>&1)"
code=$?
set -e
echo "$out"
counts="$(sed -n 's/^Plugin Check: \([0-9]*\) errors, \([0-9]*\) warnings$/\1 \2/p' <<<"$out" | tail -n 1)"
if [ -z "$counts" ]; then
	echo '{"errors":1,"warnings":0}' >"$RESULT"
	die "Plugin Check did not finish (exit $code)"
fi
read -r errors warnings <<<"$counts"
printf '{"errors":%d,"warnings":%d}\n' "$errors" "$warnings" >"$RESULT"
if [ "$code" -eq 0 ] && [ "$warnings" -gt 0 ]; then
	code=1
fi
exit "$code"
