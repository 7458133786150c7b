#!/usr/bin/env bash
# PHP integration tests: PHPUnit against a real WordPress, MariaDB and, when
# found, WooCommerce. Prepares the site "tests" afresh, then runs PHPUnit;
# extra arguments go to PHPUnit (e.g. --filter SchemaTest).
#
#   bash bin/test-php.sh [phpunit args...]
#
# WooCommerce comes from $WC_DIR or ~/.cache/vitrina/woocommerce; without it
# the tests that need it are skipped (and say so).
set -euo pipefail
# shellcheck source=bin/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$VITRINA_ROOT"

# VITRINA_TEST_SITE=tests1..tests9 gives a run a site of its own (several runs side by side).
SITE="${VITRINA_TEST_SITE:-tests}"
started=$(date +%s)

[ -x vendor/bin/phpunit ] || die "PHPUnit is missing: run composer install"

if ! core="$(find_wp_core)" || ! wp_core_usable "$core"; then
	echo "SKIPPED PHP integration tests: WordPress $VITRINA_MIN_WP or later not found (put it in $VITRINA_CACHE/wordpress or set WP_CORE_DIR; README: Supplying WordPress and WooCommerce)"
	exit 0
fi

db_start
core_prepare

log "preparing the $SITE site (WordPress $(wp_core_version "$VITRINA_RUN/core"))"
wp "$SITE" reset
plugins="$VITRINA_RUN/sites/$SITE/wp-content/plugins"
ln -sfn "$VITRINA_ROOT" "$plugins/vitrina"

if wc_dir="$(find_woocommerce)"; then
	ln -sfn "$wc_dir" "$plugins/woocommerce"
	unset VITRINA_TESTS_NO_WC
else
	rm -f "$plugins/woocommerce"
	echo "SKIPPED: WooCommerce not found (set WC_DIR or put it in ~/.cache/vitrina/woocommerce): tests that need it are skipped"
	export VITRINA_TESTS_NO_WC=1
fi

wp "$SITE" install --title="Vitrina tests" --user=admin --password=password --email=admin@example.com >/dev/null
if [ -z "${VITRINA_TESTS_NO_WC:-}" ]; then
	wp "$SITE" activate woocommerce/woocommerce.php vitrina/plugin.php >/dev/null
else
	# WordPress refuses to activate a plugin whose required plugin is
	# missing; the tests need Vitrina active anyway, to see how it copes.
	wp "$SITE" eval-file tests/php/fixtures/activate-without-woocommerce.php
fi
log "site ready in $(( $(date +%s) - started ))s"

status=0
VITRINA_SITE="$SITE" VITRINA_PORT_SITE="$(site_port "$SITE")" \
	php -d memory_limit=1G -d sendmail_path=/bin/true vendor/bin/phpunit "$@" || status=$?

log "PHP tests finished in $(( $(date +%s) - started ))s (exit $status)"
exit "$status"
