<?php
/**
 * The live search's early answer, registered while the plugin file loads.
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * On an admin-ajax `woodmart_ajax_search` request with a ready index,
 * answers from the index before WooCommerce and `init` load, and ends the
 * request (Endpoint::maybe_answer_early(), validated with the action's
 * schema); any other request goes on.
 */
final class EarlyEndpoint implements Module {

	/**
	 * Only on an admin-ajax request.
	 */
	public function can_register(): bool {
		return wp_doing_ajax();
	}

	/**
	 * Answers now when it can.
	 */
	public function register(): void {
		Endpoint::maybe_answer_early();
	}
}
