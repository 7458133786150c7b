<?php
/**
 * Tests of the template loader.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests;

use Vitrina\Templates;

/**
 * Templates: the plugin's file, a theme's override, a missing one.
 */
final class TemplatesTest extends TestCase {

	/**
	 * A missing template throws 'Template not found'.
	 */
	public function test_missing_template_throws(): void {
		$this->expectException( \RuntimeException::class );
		$this->expectExceptionMessage( 'Template not found' );
		Templates::render( 'no/such-template' );
	}

	/**
	 * Names leaving the templates folder are refused.
	 */
	public function test_names_cannot_leave_the_folder(): void {
		$this->assertNull( Templates::locate( '../plugin' ) );
		$this->assertNull( Templates::locate( '' ) );
	}

	/**
	 * A file given by the filter (as a theme's would be) is rendered with its args.
	 */
	public function test_renders_with_args(): void {
		$file = get_temp_dir() . 'vitrina-template-' . wp_generate_password( 6, false ) . '.php';
		file_put_contents( $file, '<b><?php echo esc_html( $args["name"] ); ?></b>' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		add_filter( 'vitrina_template_file', static fn() => $file );
		try {
			$this->assertSame( '<b>Кастрюля &amp; ковш</b>', Templates::render( 'demo/name', array( 'name' => 'Кастрюля & ковш' ) ) );
		} finally {
			wp_delete_file( $file );
		}
	}
}
