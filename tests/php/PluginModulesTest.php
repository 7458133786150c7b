<?php
/**
 * Tests of the one place that registers modules.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests;

use Vitrina\Delivery\Checkout;
use Vitrina\Delivery\WidgetPage;
use Vitrina\Lists\Ajax as ListsAjax;
use Vitrina\Plugin;
use Vitrina\Search\EarlyEndpoint;
use Vitrina\Settings\Options;
use Vitrina\Settings\Schema;

/**
 * Plugin registers every module: the ones of the plugin file's load (the
 * settings cache, the early search answer), the module list, and the parts
 * that go with a module (the delivery widget's page with the checkout);
 * no module registers another one.
 */
final class PluginModulesTest extends TestCase {

	/**
	 * The settings cache is a module registered at boot, once.
	 */
	public function test_settings_cache_registered_at_boot(): void {
		$classes = array_map( 'get_class', Plugin::instance()->boot_modules() );
		$this->assertSame( array( Options::class, ListsAjax::class ), $classes );
		$this->assertArrayNotHasKey( ListsAjax::class, Plugin::instance()->registered(), 'the lists\' early answers register at boot only' );
		$this->assertArrayNotHasKey( Options::class, Plugin::instance()->registered(), 'registered() lists the modules of the requirements met' );
		$this->assertSame( 10, has_action( 'update_option_' . Schema::OPTION, array( Options::class, 'flush' ) ) );
		$this->assertCount( 1, $GLOBALS['wp_filter'][ 'update_option_' . Schema::OPTION ]->callbacks[10] ?? array() );
	}

	/**
	 * The widget's page is registered by Plugin after the checkout module,
	 * not by the checkout module.
	 */
	public function test_widget_page_registered_by_plugin_only(): void {
		$this->requires_woocommerce();
		$parts = Plugin::instance()->parts();
		$this->assertInstanceOf( WidgetPage::class, $parts[ Checkout::class ][0] ?? null );
		$this->assertArrayHasKey( WidgetPage::class, Plugin::instance()->registered() );

		$before = $GLOBALS['wp_filter']['render_block_woocommerce/checkout']->callbacks[10] ?? array();
		( new Checkout() )->register();
		$after = $GLOBALS['wp_filter']['render_block_woocommerce/checkout']->callbacks[10] ?? array();
		$this->assertCount( count( $before ), $after, 'Checkout::register() registers no other module' );
	}

	/**
	 * The early search answer is a module of the boot, applying only to
	 * admin-ajax requests.
	 */
	public function test_early_search_answer_is_a_module(): void {
		$early = new EarlyEndpoint();
		$this->assertFalse( $early->can_register() );
		add_filter( 'wp_doing_ajax', '__return_true' );
		try {
			$this->assertTrue( $early->can_register() );
		} finally {
			remove_filter( 'wp_doing_ajax', '__return_true' );
		}
		$plugin_file = (string) file_get_contents( VITRINA_FILE ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the plugin's own file.
		$this->assertStringNotContainsString( 'maybe_answer_early', $plugin_file );
	}
}
