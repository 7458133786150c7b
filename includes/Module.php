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
	 * Whether the module applies to this request (WooCommerce active, admin screen, …).
	 */
	public function can_register(): bool;

	/**
	 * Adds the module's hooks. Never called when can_register() is false.
	 */
	public function register(): void;
}
