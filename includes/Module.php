<?php
/**
 * The contract of every module of the plugin.
 *
 * @package Vitrina
 */

namespace Vitrina;

defined( 'ABSPATH' ) || exit;

/**
 * A module says whether it applies and registers its hooks in one place.
 */
interface Module {

	/**
	 * Whether the module applies to this request: its own condition (the
	 * front end, an admin screen, a setting). The plugin registers the
	 * modules of Plugin::modules() only once Requirements are met, so
	 * WooCommerce is active for all of them: none checks it again.
	 */
	public function can_register(): bool;

	/**
	 * Adds the module's hooks. Never called when can_register() is false.
	 */
	public function register(): void;
}
