# Varnish in front of nginx: the configuration hosting companies ship for
# WooCommerce (docs/caching.md explains each rule for shop owners).
#
# - pass (never cache, cookies kept): the cart, checkout and my-account
#   pages, the wishlist and compare pages, WordPress's admin and login,
#   wc-ajax and add-to-cart links, the Store API and Vitrina's REST routes
#   (the state route /wp-json/vitrina/v1/state, the popups' beacon, the
#   delivery widget's API), and every request with WooCommerce's session
#   or cart cookies or WordPress's logged-in cookies;
# - everything else is the same page for every guest: its cookies are
#   stripped and it is kept a long time;
# - an answer that sets a cookie or says no-store/private is never stored.
vcl 4.1;

backend default {
	.host = "127.0.0.1";
	.port = "@NGINX_PORT@";
	.first_byte_timeout = 120s;
}

sub vcl_recv {
	unset req.http.X-Vitrina-Pass;
	if (req.method != "GET" && req.method != "HEAD") {
		set req.http.X-Vitrina-Pass = "method";
		return (pass);
	}
	if (req.url ~ "^/wp-(admin|login\.php|cron\.php)"
		|| req.url ~ "^/(@PASS_PATHS@)(/|\?|$)"
		|| req.url ~ "^/wp-json/(vitrina|wc/store)"
		|| req.url ~ "[?&](rest_route|wc-ajax|add-to-cart|preview|s)=") {
		set req.http.X-Vitrina-Pass = "route";
		return (pass);
	}
	if (req.http.Cookie ~ "(wordpress_logged_in_|wordpress_sec_|wp_woocommerce_session_|woocommerce_items_in_cart|woocommerce_cart_hash|wp-postpass_|comment_author_)") {
		set req.http.X-Vitrina-Pass = "cookie";
		return (pass);
	}
	# The same page for every guest: no cookie reaches WordPress.
	unset req.http.Cookie;
	return (hash);
}

sub vcl_backend_response {
	if (bereq.uncacheable) {
		return (deliver);
	}
	if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(no-store|no-cache|private)") {
		# Never stored; the next asks go to the backend for a while.
		set beresp.ttl = 120s;
		set beresp.uncacheable = true;
		return (deliver);
	}
	if (beresp.status == 200 || beresp.status == 301 || beresp.status == 404) {
		set beresp.ttl = @TTL@;
		set beresp.grace = 1h;
	}
	return (deliver);
}

sub vcl_deliver {
	if (req.http.X-Vitrina-Pass) {
		set resp.http.X-Cache = "PASS";
		set resp.http.X-Cache-Pass = req.http.X-Vitrina-Pass;
	} elsif (obj.uncacheable) {
		set resp.http.X-Cache = "UNCACHEABLE";
	} elsif (obj.hits > 0) {
		set resp.http.X-Cache = "HIT";
	} else {
		set resp.http.X-Cache = "MISS";
	}
}
