#!/usr/bin/env bash
# The benchmark sites: WordPress, WooCommerce, Storefront and Vitrina with
# 10,000 products (site "bench"), or VITRINA_BENCH_SIZE products (site
# "bench<size>"), each in a database and wp-content of its own (never the demo
# shop the tests use). Created and seeded once (direct SQL batches,
# bench/search/seed.php); later runs reuse them. A site of 10,000 products is
# indexed when seeded; larger ones are left for the benchmark to index.
#
# Usage: bash bench/search/site.sh start|stop|reset|php FILE
# (php: runs a PHP file in the site, as `wp <site> eval-file` does)
# Port: VITRINA_BENCH_PORT (default 8891), whatever the size.
set -euo pipefail

# shellcheck source=bin/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../bin/lib.sh"

SIZE="${VITRINA_BENCH_SIZE:-10000}"
[[ "$SIZE" =~ ^[1-9][0-9]*$ ]] || die "VITRINA_BENCH_SIZE must be a number of products"
SITE=bench
[ "$SIZE" = 10000 ] || SITE="bench$SIZE"
export VITRINA_BENCH_SIZE="$SIZE"

# Every benchmark site is served on the bench port.
eval "lib_site_port() $(declare -f site_port | tail -n +2)"
site_port() {
	case "$1" in
		bench*) echo "${VITRINA_BENCH_PORT:-8891}" ;;
		*) lib_site_port "$1" ;;
	esac
}
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
		"SELECT option_value FROM wp_options WHERE option_name = 'vitrina_bench_products'" 2>/dev/null | grep -qx "$SIZE"
}

# The database's buffer pool while a site of 100,000 products or more is
# served: what a server sized for such a shop gives its working set (the
# shop's tables and the search index, about 0.8 GB at 100,000). The local
# server's 256 MB is put back when the site stops.
BIG_POOL=$((1024 * 1024 * 1024))
SMALL_POOL=$((256 * 1024 * 1024))

start() {
	mkdir -p "$VITRINA_RUN/run"
	db_start
	[ "$SIZE" -ge 100000 ] && db_query "SET GLOBAL innodb_buffer_pool_size = $BIG_POOL"
	core_prepare
	if ! seeded; then
		log "creating the benchmark site with $SIZE products (once; takes a minute or two)"
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
	stop)
		server_stop "$SITE"
		[ "$SIZE" -lt 100000 ] || ! db_running || db_query "SET GLOBAL innodb_buffer_pool_size = $SMALL_POOL"
		;;
	php)
		[ -f "${2:-}" ] || die "php: give a PHP file"
		wp "$SITE" eval-file "$2"
		;;
	reset)
		server_stop "$SITE"
		db_start
		db_query "DROP DATABASE IF EXISTS vitrina_$SITE"
		rm -rf "${VITRINA_RUN:?}/sites/$SITE"
		start
		;;
	*) die "unknown command ${1}: use start, stop, reset or php" ;;
esac
