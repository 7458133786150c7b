<?php
/**
 * Tests of which products the lists accept.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use Vitrina\Lists\Listable;
use Vitrina\Tests\TestCase;

/**
 * Published, non-private products only; ids read from a request's value.
 */
final class ListableTest extends TestCase {

	/**
	 * A product post.
	 *
	 * @param string $status   Its status.
	 * @param string $password Its password.
	 */
	private function product( string $status = 'publish', string $password = '' ): int {
		$id = wp_insert_post(
			array(
				'post_title'    => 'Vitrina listable',
				'post_type'     => 'product',
				'post_status'   => $status,
				'post_password' => $password,
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Only published products without a password are listable, and filter()
	 * keeps them in order, once.
	 */
	public function test_listable_and_filter(): void {
		$one     = $this->product();
		$two     = $this->product();
		$draft   = $this->product( 'draft' );
		$private = $this->product( 'publish', 'secret' );
		$page    = $this->create_page();
		$this->assertTrue( Listable::listable( $one ) );
		$this->assertFalse( Listable::listable( $draft ) );
		$this->assertFalse( Listable::listable( $private ) );
		$this->assertFalse( Listable::listable( $page ) );
		$this->assertFalse( Listable::listable( 0 ) );
		$this->assertSame( array( $two, $one ), Listable::filter( array( $two, (string) $one, $draft, $two, -1, $private, $page ) ) );
	}

	/**
	 * One id, a comma list or an array of them; anything else is dropped.
	 */
	public function test_ids_from(): void {
		$this->assertSame( array( 5 ), Listable::ids_from( '5' ) );
		$this->assertSame( array( 5, 7 ), Listable::ids_from( '5, 7,5,x,-2' ) );
		$this->assertSame( array( 3, 4 ), Listable::ids_from( array( '3', 4, array( 9 ) ) ) );
		$this->assertSame( array(), Listable::ids_from( null ) );
		$this->assertSame( array(), Listable::ids_from( '' ) );
	}
}
