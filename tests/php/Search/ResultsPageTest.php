<?php
/**
 * Tests of the product search results page.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use Vitrina\Search\Query;
use Vitrina\Tests\TestCase;

/**
 * `?s=…&post_type=product` lists what the suggestions find, in their
 * order, with WooCommerce's sorting and pagination on that set.
 */
final class ResultsPageTest extends TestCase {
	use SearchData;

	/**
	 * WooCommerce and a ready index.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		IndexerTest::without_product_instance_cache();
	}

	/**
	 * The shop's product archive, as with a theme that supports WooCommerce
	 * (WooCommerce's own product query, sorting and filters run then).
	 */
	private function with_shop_archive(): void {
		global $wp_post_types;
		$before = $wp_post_types['product']->has_archive;
		add_action(
			'vitrina_tests_restore',
			static function () use ( $before ): void {
				$GLOBALS['wp_post_types']['product']->has_archive = $before;
			}
		);
		$wp_post_types['product']->has_archive = 'shop';
	}

	/**
	 * Puts back what the test changed.
	 */
	protected function tearDown(): void {
		do_action( 'vitrina_tests_restore' );
		parent::tearDown();
	}

	/**
	 * The titles of a main query of the shop (as the request would run it).
	 *
	 * @param array<string, mixed> $vars Query vars.
	 * @return array{list<string>, int} Titles of the page, and how many in all.
	 */
	private function page( array $vars ): array {
		global $wp_the_query, $wp_query;
		$saved        = array( $wp_the_query, $wp_query );
		$query        = new \WP_Query();
		$wp_the_query = $query;
		$wp_query     = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the request's main query, put back below.
		$query->query( $vars );
		$titles = array_map( static fn( $post ) => $post->post_title, $query->posts );

		list( $wp_the_query, $wp_query ) = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		return array( $titles, (int) $query->found_posts );
	}

	/**
	 * The suggestions' titles for a query.
	 *
	 * @param string $text Query.
	 * @return list<string>
	 */
	private function suggestions( string $text ): array {
		return array_column(
			( new Query(
				array(
					'query'  => $text,
					'number' => 20,
				)
			) )->results(),
			'title'
		);
	}

	/**
	 * A typo'd, inflected query lists what the suggestions list, in their
	 * order; a query nothing matches lists nothing.
	 */
	public function test_same_products_in_the_same_order(): void {
		$this->product( 'Сковорода чугунная 26 см', array( 'regular_price' => '2500' ) );
		$this->product( 'Сковорода-гриль 28 см', array( 'regular_price' => '1900' ) );
		$this->product( 'Блинная сковорода', array( 'regular_price' => '1200' ) );
		$this->product( 'Кастрюля 3 л' );
		$this->with_shop_archive();

		$suggested = $this->suggestions( 'сковародой' );
		$this->assertCount( 3, $suggested );
		list( $titles, $found ) = $this->page(
			array(
				's'         => 'сковародой',
				'post_type' => 'product',
			)
		);
		$this->assertSame( $suggested, $titles );
		$this->assertSame( 3, $found );

		$this->assertSame(
			array( array(), 0 ),
			$this->page(
				array(
					's'         => 'нетакоготовара',
					'post_type' => 'product',
				)
			)
		);
	}

	/**
	 * A product whose description alone holds the words (the index keeps
	 * titles, SKUs and attributes) still appears, after the engine's own.
	 */
	public function test_description_matches_follow(): void {
		$this->product( 'Сковорода чугунная 26 см' );
		$this->product( 'Набор посуды', array( 'description' => 'В наборе есть сковорода и две кастрюли.' ) );
		$this->product( 'Кастрюля 3 л' );
		$this->with_shop_archive();
		list( $titles, $found ) = $this->page(
			array(
				's'         => 'сковорода',
				'post_type' => 'product',
			)
		);
		$this->assertSame( array( 'Сковорода чугунная 26 см', 'Набор посуды' ), $titles );
		$this->assertSame( 2, $found );
	}

	/**
	 * WooCommerce's sorting and pagination work on the same set.
	 */
	public function test_sorting_and_pagination(): void {
		$this->product( 'Сковорода чугунная 26 см', array( 'regular_price' => '2500' ) );
		$this->product( 'Сковорода-гриль 28 см', array( 'regular_price' => '1900' ) );
		$this->product( 'Блинная сковорода', array( 'regular_price' => '3000' ) );
		$this->product( 'Кастрюля 3 л', array( 'regular_price' => '100' ) );
		$this->with_shop_archive();

		$_GET['orderby'] = 'price';
		list( $titles )  = $this->page(
			array(
				's'         => 'skovorody',
				'post_type' => 'product',
				'orderby'   => 'price',
			)
		);
		WC()->query->remove_ordering_args();
		unset( $_GET['orderby'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test's request.
		$this->assertSame( array( 'Сковорода-гриль 28 см', 'Сковорода чугунная 26 см', 'Блинная сковорода' ), $titles );

		$all = $this->suggestions( 'сковороды' );
		$this->assertCount( 3, $all );
		$first  = $this->page(
			array(
				's'              => 'сковороды',
				'post_type'      => 'product',
				'posts_per_page' => 2,
			)
		);
		$second = $this->page(
			array(
				's'              => 'сковороды',
				'post_type'      => 'product',
				'posts_per_page' => 2,
				'paged'          => 2,
			)
		);
		$this->assertSame( array( array_slice( $all, 0, 2 ), 3 ), $first );
		$this->assertSame( array( array_slice( $all, 2 ), 3 ), $second );
	}

	/**
	 * Other searches, and product queries that are not the main one, are
	 * WordPress's own.
	 */
	public function test_other_queries_untouched(): void {
		$this->product( 'Сковорода чугунная' );
		$query = new \WP_Query(
			array(
				's'         => 'сковороду',
				'post_type' => 'product',
			)
		);
		$this->assertSame( array(), $query->posts, 'not the main query: WordPress searches' );
		$post           = self::factory_post( 'Заметка про сковороду' );
		list( $titles ) = $this->page( array( 's' => 'сковороду' ) );
		$this->assertSame( array( 'Заметка про сковороду' ), $titles );
		wp_delete_post( $post, true );
	}

	/**
	 * A published post.
	 *
	 * @param string $title Title.
	 */
	private static function factory_post( string $title ): int {
		return (int) wp_insert_post(
			array(
				'post_title'  => $title,
				'post_status' => 'publish',
				'post_type'   => 'post',
			)
		);
	}
}
