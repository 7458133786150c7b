#!/usr/bin/env bash
# The benchmark site: WordPress, WooCommerce, Storefront and Vitrina with
# 10,000 products, in a database and wp-content of its own (never the demo
# shop the tests use). Created and seeded once; later runs reuse it.
#
# Usage: bash bench/search/site.sh start|stop|reset
# Port: VITRINA_BENCH_PORT (default 8891).
set -euo pipefail

# shellcheck source=bin/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../bin/lib.sh"

SITE=bench
CONTENT="$VITRINA_RUN/sites/$SITE/wp-content"
LOGF="$VITRINA_RUN/run/$SITE-setup.log"

link_content() {
	local wc sf
	wc="$(find_woocommerce)" || die "WooCommerce not found: the search benchmark needs it"
	sf="$(find_storefront || true)"
	mkdir -p "$CONTENT/plugins" "$CONTENT/themes" "$CONTENT/uploads" "$CONTENT/languages"
	ln -sfn "$VITRINA_ROOT" "$CONTENT/plugins/vitrina"
	ln -sfn "$wc" "$CONTENT/plugins/woocommerce"
	[ -n "$sf" ] && ln -sfn "$sf" "$CONTENT/themes/storefront"
	return 0
}

seeded() {
	mariadb --socket="$VITRINA_DB_SOCK" -uroot -N -B "vitrina_$SITE" -e \
		"SELECT option_value FROM wp_options WHERE option_name = 'vitrina_bench_products'" 2>/dev/null | grep -q 10000
}

start() {
	mkdir -p "$VITRINA_RUN/run"
	db_start
	core_prepare
	if ! seeded; then
		log "creating the benchmark site with 10,000 products (once; takes a minute or two)"
		: >"$LOGF"
		wp "$SITE" reset >>"$LOGF" 2>&1 || die "could not create the database, see $LOGF"
		link_content
		wp "$SITE" install --title=Bench --user=admin --password=password --email=admin@example.com >>"$LOGF" 2>&1 || die "WordPress did not install, see $LOGF"
		wp "$SITE" activate woocommerce/woocommerce.php vitrina/plugin.php >>"$LOGF" 2>&1 || die "activation failed, see $LOGF"
		wp "$SITE" theme storefront >>"$LOGF" 2>&1 || true
		wp "$SITE" eval-file "$VITRINA_ROOT/bench/search/seed.php" 2>&1 | tee -a "$LOGF" | sed 's/^/    /' >&2
		seeded || die "the benchmark data did not load, see $LOGF"
	else
		link_content
	fi
	server_start "$SITE"
}

case "${1:-start}" in
	start) start ;;
	stop) server_stop "$SITE" ;;
	reset)
		server_stop "$SITE"
		db_start
		db_query "DROP DATABASE IF EXISTS vitrina_$SITE"
		rm -rf "${VITRINA_RUN:?}/sites/$SITE"
		start
		;;
	*) die "unknown command ${1}: use start, stop or reset" ;;
esac
