#!/usr/bin/env bash
# PHP lint: `php -l` on every PHP file, then PHPCS (WordPress Coding
# Standards) and PHPStan when Composer installed them. Says which ran; exits
# non-zero when any of them fails.
#
#   bash bin/lint-php.sh
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

say() { printf '\033[1m[lint-php]\033[0m %s\n' "$*" >&2; }
failed=()
ran=()
started=$(date +%s)

# 1. Syntax, with the PHP that runs the plugin here, on every core.
files=()
while IFS= read -r -d '' file; do
	files+=("$file")
done < <(find . \( -path ./vendor -o -path ./node_modules -o -path ./.wp -o -path ./build -o -path ./dist -o -path ./.git \) -prune -o -type f -name '*.php' -print0)
# php -l prints "No syntax errors detected in F" for a good file: keep the rest.
syntax_errors=$(printf '%s\0' "${files[@]}" |
	xargs -0 -n 20 -P "$(nproc)" sh -c 'for f; do php -d display_errors=1 -l "$f" 2>&1; done; exit 0' lint |
	grep -v '^No syntax errors detected in ' | tee /dev/stderr | grep -c 'Errors parsing ')
ran+=("php -l (${#files[@]} files)")
if [ "$syntax_errors" -gt 0 ]; then
	failed+=("php -l: $syntax_errors file(s)")
fi

# 2. Coding standards. WPCS 2.3 predates PHP 8.2: silence its deprecation notices.
if [ -x vendor/bin/phpcs ]; then
	say "phpcs (WordPress-Extra, WordPress-Docs, PHPCompatibilityWP 8.1+)"
	if php -d error_reporting='E_ALL&~E_DEPRECATED' vendor/bin/phpcs -q --report-width=120; then
		ran+=("phpcs")
	else
		ran+=("phpcs")
		failed+=("phpcs")
	fi
else
	say "phpcs is not installed (composer install): skipped"
fi

# 3. Static analysis against the WordPress and WooCommerce stubs.
if [ -x vendor/bin/phpstan ]; then
	say "phpstan (level from phpstan.neon.dist)"
	if php vendor/bin/phpstan analyse --memory-limit=1G --no-progress; then
		ran+=("phpstan")
	else
		ran+=("phpstan")
		failed+=("phpstan")
	fi
else
	say "phpstan is not installed (composer install): skipped"
fi

say "ran: ${ran[*]} in $(( $(date +%s) - started ))s"
if [ "${#failed[@]}" -gt 0 ]; then
	say "FAILED: ${failed[*]}"
	exit 1
fi
say "all clean"
